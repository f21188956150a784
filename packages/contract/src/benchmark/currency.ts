/**
 * US dollars per unit of each currency the labs of §3 report in, at approximate 2025 yearly averages (D55). Cost KPIs
 * are compared in US dollars: a lab's cost per test in baht and its peer's in yen are not comparable until converted.
 * A currency not listed gives no cost KPI value rather than a wrong one.
 */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.13,
  AUD: 0.65,
  BDT: 0.0082,
  BTN: 0.0116,
  CNY: 0.139,
  HKD: 0.128,
  IDR: 0.000061,
  INR: 0.0116,
  JPY: 0.0066,
  KRW: 0.00071,
  MMK: 0.00048,
  MYR: 0.226,
  NZD: 0.59,
  PHP: 0.0174,
  PKR: 0.00356,
  RUB: 0.0119,
  SGD: 0.76,
  THB: 0.0298,
  TWD: 0.0315,
  VND: 0.0000388,
};

/** An amount in US dollars, or null when the currency is unknown. */
export function toUsd(amount: number, currency: string | null | undefined): number | null {
  const rate = currency ? USD_PER_UNIT[currency.trim().toUpperCase()] : undefined;
  return rate === undefined ? null : amount * rate;
}
