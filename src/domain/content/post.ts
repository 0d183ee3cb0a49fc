type PostImage = { src: string; alt: string; width: number | null; height: number | null };

export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  /** Plain text: WordPress excerpts are HTML, the teaser shows text only. */
  excerpt: string;
  /** ISO date string. */
  date: string;
  image: PostImage | null;
  categories: { slug: string; name: string }[];
};
