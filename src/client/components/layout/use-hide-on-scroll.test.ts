import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

afterEach(cleanup);

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  window.scrollTo(0, 0);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => vi.restoreAllMocks());

/** Scrolls to `y` and lets one animation frame run, as a browser would. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(performance.now());
  });
}

describe('useHideOnScroll', () => {
  it('hides on the way down, shows on the way up, and always shows near the top', () => {
    const { result } = renderHook(() => useHideOnScroll({ topZone: 100, threshold: 8 }));
    expect(result.current).toBe(false);
    scrollTo(80);
    expect(result.current).toBe(false);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(380);
    expect(result.current).toBe(false);
    scrollTo(700);
    expect(result.current).toBe(true);
    scrollTo(50);
    expect(result.current).toBe(false);
  });

  it('ignores jitter below the threshold but adds slow moves up', () => {
    const { result } = renderHook(() => useHideOnScroll({ topZone: 100, threshold: 8 }));
    scrollTo(500);
    expect(result.current).toBe(true);
    scrollTo(495);
    expect(result.current).toBe(true);
    scrollTo(490);
    expect(result.current).toBe(false);
  });

  it('asks for at most one frame per burst of scroll events', () => {
    renderHook(() => useHideOnScroll());
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
  });
});
