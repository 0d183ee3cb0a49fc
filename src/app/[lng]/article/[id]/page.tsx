import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Language } from '@/config/shop';
import { articlePath, blogPath, parseArticleParam, translationIn } from '@/domain/content/blog';
import { translatedAlternates } from '@/domain/seo/alternates';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/domain/seo/json-ld';
import { ArticleView } from '@/features/blog/article-view';
import { ShareButtons } from '@/features/blog/share-buttons';
import { JsonLd } from '@/features/seo/json-ld-script';
import { INTL_LOCALE, isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { withFallback } from '@/server/with-fallback';
import { findPostIdBySlug, getPost, listRelatedPosts } from '@/server/wordpress/posts';

/**
 * The article an `/article/…` URL names in this language. An old slug URL moves to its id for good;
 * another language's id (the language switch keeps the path) moves to this language's translation,
 * and is the 404 page when the article was never translated.
 */
async function findArticle(param: string, lng: Language) {
  const parsed = parseArticleParam(param);
  if (!parsed) notFound();
  if ('slug' in parsed) {
    const id = await findPostIdBySlug(parsed.slug, lng);
    if (id === null) notFound();
    permanentRedirect(localizedPath(lng, articlePath(id)));
  }
  const post = await getPost(parsed.id);
  if (!post) notFound();
  if (post.lng === lng) return post;
  const translation = translationIn(post.translations, lng);
  if (translation === null) notFound();
  permanentRedirect(localizedPath(lng, articlePath(translation)));
}

function languagePaths(post: {
  id: number;
  lng: Language | null;
  translations: { lng: Language; id: number }[];
}) {
  const paths: Partial<Record<Language, string>> = {};
  for (const t of post.translations) paths[t.lng] = articlePath(t.id);
  if (post.lng) paths[post.lng] = articlePath(post.id);
  return paths;
}

export async function generateMetadata({ params }: PageProps<'/[lng]/article/[id]'>): Promise<Metadata> {
  const { lng, id } = await params;
  if (!isLanguage(lng)) return {};
  const post = await findArticle(id, lng);
  const alternates = translatedAlternates(languagePaths(post), serverEnv().siteUrl, lng);
  const images = post.image ? [{ url: post.image.src, alt: post.image.alt }] : undefined;
  return {
    title: post.title,
    description: post.excerpt,
    alternates,
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.excerpt,
      url: alternates.canonical,
      publishedTime: post.date,
      modifiedTime: post.modified,
      section: post.categories[0]?.name,
      images,
    },
    twitter: { card: 'summary_large_image', title: post.title, description: post.excerpt, images },
  };
}

export default async function ArticlePage({ params }: PageProps<'/[lng]/article/[id]'>) {
  const { lng, id } = await params;
  if (!isLanguage(lng)) notFound();
  const post = await findArticle(id, lng);
  const [{ t }, { t: common }, related] = await Promise.all([
    getT('blog', { lng }),
    getT('common', { lng }),
    withFallback(`related posts of ${post.id} (${lng})`, () => listRelatedPosts(post, lng), []),
  ]);
  const origin = serverEnv().siteUrl.replace(/\/+$/, '');
  const url = `${origin}${localizedPath(lng, articlePath(post.id))}`;
  const category = post.categories[0];
  const crumbs = [
    { name: t('article.home'), href: localizedPath(lng, '/') },
    { name: t('title'), href: localizedPath(lng, blogPath()) },
    ...(category ? [{ name: category.name, href: localizedPath(lng, blogPath(category.slug)) }] : []),
    { name: post.title, href: localizedPath(lng, articlePath(post.id)) },
  ];
  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd(post, {
            url,
            language: INTL_LOCALE[lng],
            publisher: { name: common('brand'), url: `${origin}${localizedPath(lng, '/')}` },
          }),
          breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` }))),
        ]}
      />
      <ArticleView
        post={post}
        related={related}
        crumbs={crumbs}
        lng={lng}
        share={
          <ShareButtons
            url={url}
            title={post.title}
            texts={{
              title: t('share.title'),
              facebook: t('share.facebook'),
              telegram: t('share.telegram'),
              x: t('share.x'),
              viber: t('share.viber'),
              copy: t('share.copy'),
              copied: t('share.copied'),
              copyFailed: t('share.copyFailed'),
            }}
          />
        }
        texts={{
          breadcrumbs: t('article.breadcrumbs'),
          related: t('article.related'),
          readMore: (title) => t('readMore', { title }),
        }}
      />
    </>
  );
}
