/**
 * Counts the Intl formatters of a kind made until `restore()`: a page's first loads the browser's
 * number or calendar data, about 80 ms of a phone's CPU.
 */
export function countIntlFormatters(kind: "NumberFormat" | "DateTimeFormat") {
  const original = Intl[kind];
  const counter = {
    count: 0,
    restore() {
      Object.assign(Intl, { [kind]: original });
    },
  };
  const counting = new Proxy(original, {
    construct(target, args) {
      counter.count++;
      return Reflect.construct(target, args);
    },
  });
  Object.assign(Intl, { [kind]: counting });
  return counter;
}
