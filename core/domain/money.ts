// SPEC §9: the currency is USD; whole dollars show no decimals ($2,000), anything else shows cents.
// Amounts shown together share one format (issue 35): with cents when any of them has cents, so a
// column or a comparison never reads "$10,497" beside "$10,533.39". Every price on the site is
// formatted here.
let wholeDollars: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

const whole = (cents: number) => cents % 100 === 0;

/**
 * A price in cents as the site shows it; `alongside`, the other amounts shown with it, whose format
 * it shares. The formatters are made once, on first use.
 */
export function formatUsd(cents: number, alongside: readonly number[] = []): string {
  if (whole(cents) && alongside.every(whole)) {
    wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return wholeDollars.format(cents / 100);
  }
  withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return withCents.format(cents / 100);
}
