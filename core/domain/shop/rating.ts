// A product's reviews in the form shoppers read (issue 35): stars out of 5 from the store's
// average out of 10, and how many reviews, "4.1 ★ (201 reviews)". Only where the store gives
// reviews: none (or a count of 0) shows nothing, never an invented rating.

export interface RatingView {
  /** What is shown: "4.1 ★ (201 reviews)". */
  text: string;
  /** What a screen reader hears instead of the star. */
  label: string;
}

export function ratingView(rating: { average: number; count: number } | null): RatingView | null {
  if (!rating || rating.count <= 0) return null;
  const stars = (rating.average / 2).toFixed(1);
  const reviews = rating.count === 1 ? '1 review' : `${rating.count.toLocaleString('en-US')} reviews`;
  return { text: `${stars} ★ (${reviews})`, label: `Rated ${stars} out of 5 stars, from ${reviews}` };
}
