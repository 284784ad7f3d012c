import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_BANNER_MS, WelcomeBanner } from './welcome-banner';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('welcome banner', () => {
  it('shows on the first visit for 3 seconds and stores the visited flag', () => {
    render(<WelcomeBanner />);
    expect(screen.getByRole('status').textContent).toBe('Welcome! Summer styles have landed.');
    expect(localStorage.getItem('visitedSlider')).toBe('true');
    act(() => vi.advanceTimersByTime(WELCOME_BANNER_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(WELCOME_BANNER_MS).toBe(3000);
  });

  it('stays away on later visits', () => {
    localStorage.setItem('visitedSlider', 'true');
    render(<WelcomeBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
