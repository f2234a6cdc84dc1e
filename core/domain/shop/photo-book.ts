// SPEC §3 photo book sizes: each size a book comes in, as a softbound and a hardbound book, with
// the icon that draws its cover; SPEC §9: up to 199 pages.
export const COVERS = ['Softbound', 'Hardbound'] as const;
export type Cover = (typeof COVERS)[number];

export interface PhotoBookSize {
  size: string;
  description: Cover;
  svgIcon: 'softbound' | 'hardbound';
}

export function photoBookSizes(sizes: readonly string[]): PhotoBookSize[] {
  return sizes.flatMap((size) =>
    COVERS.map(
      (description) =>
        ({ size, description, svgIcon: description === 'Softbound' ? 'softbound' : 'hardbound' }) as const,
    ),
  );
}
