import { isLowStock, stockText } from '../../../shared/pricing';
import { messages } from '../../../shared/messages';

/** A bar is full at this many pieces; below it, it shows how fast a size is running out. */
const FULL_BAR_AT = 20;

/** 'N left' (orange at 5 or less) or 'OUT OF STOCK', with a bar of what remains. */
export function StockStatus({ left }: { left: number }) {
  const low = isLowStock(left);
  const percent = Math.round((Math.min(Math.max(left, 0), FULL_BAR_AT) / FULL_BAR_AT) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <p data-testid="stock-text" className={`text-sm font-semibold ${left <= 0 ? 'text-red-700' : low ? 'text-orange-700' : 'text-gray-700'}`}>
        {stockText(left)}
      </p>
      <div
        role="meter"
        aria-label={messages.screenReader.stockLeft}
        aria-valuemin={0}
        aria-valuemax={FULL_BAR_AT}
        aria-valuenow={Math.min(Math.max(left, 0), FULL_BAR_AT)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className={`h-full rounded-full ${low ? 'bg-orange-500' : 'bg-emerald-600'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
