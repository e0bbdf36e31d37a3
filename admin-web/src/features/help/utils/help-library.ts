// The help centre of one language: every article parsed once, in the catalogue's reading order,
// with the look-ups the pages need (a category, an article, the ones before and after it).
import {
  HELP_CATALOGUE,
  type HelpArticleKey,
  type HelpArticleSources,
  type HelpCategorySlug,
} from '@/features/help/articles/catalogue';
import { type ParsedArticle, parseArticle } from '@/features/help/utils/parse-article';

export interface HelpArticle extends ParsedArticle {
  category: HelpCategorySlug;
  slug: string;
  /** Position in the whole reading order, from 0. */
  index: number;
}

export interface HelpCategory {
  slug: HelpCategorySlug;
  articles: readonly HelpArticle[];
}

export interface HelpLibrary {
  categories: readonly HelpCategory[];
  /** Every article in reading order, category after category. */
  articles: readonly HelpArticle[];
}

export function buildHelpLibrary(sources: HelpArticleSources): HelpLibrary {
  const articles: HelpArticle[] = [];
  const categories = HELP_CATALOGUE.map(({ slug: category, articles: slugs }) => ({
    slug: category,
    articles: slugs.map((slug) => {
      const key = `${category}/${slug}` as HelpArticleKey;
      const article: HelpArticle = {
        ...parseArticle(sources[key]),
        category,
        slug,
        index: articles.length,
      };
      articles.push(article);
      return article;
    }),
  }));
  return { categories, articles };
}

export function findCategory(library: HelpLibrary, slug: string): HelpCategory | undefined {
  return library.categories.find((category) => category.slug === slug);
}

export function findArticle(
  library: HelpLibrary,
  category: string,
  slug: string,
): HelpArticle | undefined {
  return findCategory(library, category)?.articles.find((article) => article.slug === slug);
}

/** The articles read before and after `article`, across categories. */
export function neighbours(
  library: HelpLibrary,
  article: HelpArticle,
): { previous: HelpArticle | undefined; next: HelpArticle | undefined } {
  return {
    previous: library.articles[article.index - 1],
    next: library.articles[article.index + 1],
  };
}
