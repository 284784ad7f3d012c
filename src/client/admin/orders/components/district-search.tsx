import { useEffect, useId, useState } from 'react';
import { splitLanguagePath } from '../../../../shared/language';
import { messages } from '../../../../shared/messages';
import { useDistrictSearch } from '../api/shipments';

const s = messages.deskShipping;

export type District = { districtId: string; districtName: string; districtNameAr: string; cityName: string; cityNameAr: string; serviceable?: boolean };

/** "Zamalek, Cairo" on an English page, "الزمالك، القاهرة" on an Arabic one (English where Bosta gave no Arabic). */
export function districtLabel(district: District): string {
  const arabic = splitLanguagePath(window.location.pathname).language === 'ar';
  const name = arabic ? district.districtNameAr || district.districtName : district.districtName;
  const city = arabic ? district.cityNameAr || district.cityName : district.cityName;
  return [name, city].filter(Boolean).join(messages.format.separator);
}

/** Search Bosta's districts (either language) and choose one for an order's address. */
export function DistrictSearch({ orderNumber, initial, onChoose, onCancel }: { orderNumber: number; initial: string; onChoose: (district: District) => void; onCancel: () => void }) {
  const inputId = useId();
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial);
  // Asked a moment after the typing stops, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const search = useDistrictSearch(q);
  const districts = search.data ?? [];

  return (
    <div role="group" aria-label={s.changeDistrict(orderNumber)} className="mt-2 space-y-2 rounded-xl border border-gray-200 bg-gray-50 p-3">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {s.searchDistricts}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          autoFocus
          value={text}
          placeholder={s.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
        />
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm">
          {s.cancel}
        </button>
      </div>
      {search.isError && (
        <p role="alert" className="text-sm text-red-700">
          {s.districtsFailed}
        </p>
      )}
      {q.length >= 2 && search.isSuccess && districts.length === 0 && <p className="text-sm text-gray-700">{s.noDistricts}</p>}
      {districts.length > 0 && (
        <ul className="max-h-56 divide-y divide-gray-200 overflow-y-auto rounded-lg border border-gray-200 bg-white" aria-busy={search.isFetching}>
          {districts.map((district) => (
            <li key={district.districtId} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0">
                {districtLabel(district)}
                {district.serviceable === false && <span className="block text-xs text-red-700">{s.notServed}</span>}
              </span>
              <button
                type="button"
                disabled={district.serviceable === false}
                onClick={() => onChoose(district)}
                aria-label={`${s.choose}: ${districtLabel(district)}`}
                className="min-h-10 shrink-0 rounded-lg bg-ink px-3 text-xs font-semibold text-white disabled:opacity-40"
              >
                {s.choose}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
