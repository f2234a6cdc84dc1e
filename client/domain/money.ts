// SPEC §9: the currency is USD; whole dollars show no decimals ($2,000), anything else shows cents.
let wholeDollars: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/** A price in cents as the site shows it. The formatters are made once, on first use. */
export function formatUsd(cents: number): string {
  if (cents % 100 === 0) {
    wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return wholeDollars.format(cents / 100);
  }
  withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return withCents.format(cents / 100);
}
