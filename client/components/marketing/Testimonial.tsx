// One customer in their own words.
export interface TestimonialContent {
  quote: string;
  name: string;
  detail: string;
}

export function Testimonial({ quote, name, detail }: TestimonialContent) {
  return (
    <figure
      className="mx-auto mt-12 max-w-3xl rounded-2xl border-l-4 border-accent-600 bg-accent-50 px-6 py-8 sm:px-10"
      data-testid="testimonial"
    >
      <blockquote className="m-0 font-serif text-xl leading-relaxed text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm font-semibold text-slate-700">
        {name}, <span className="font-normal">{detail}</span>
      </figcaption>
    </figure>
  );
}
