import { useState } from 'react';

/**
 * A control's value that follows its source (a filter kept in the URL) but shows the shopper's
 * change at once. A checkbox bound straight to the URL stays as it was until the navigation has
 * rendered, and for that moment looks as if the click did nothing. When the source itself
 * changes (Back, a shared link, "Clear filters") it wins.
 */
export function useImmediateValue<T>(source: T): [T, (value: T) => void] {
  const [value, setValue] = useState(source);
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setValue(source);
  }
  return [value, setValue];
}
