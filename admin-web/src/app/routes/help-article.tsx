import { useParams } from 'react-router';

import NotFoundRoute from '@/app/routes/not-found';
import { HelpArticleView } from '@/features/help/components/help-article-view';
import { HelpLibraryGate } from '@/features/help/components/help-library-gate';
import {
  findArticle,
  type HelpArticle,
  type HelpLibrary,
} from '@/features/help/utils/help-library';
import { usePageTitle } from '@/hooks/use-page-title';

/** A help article (`/help/articles/{categoryName}/{articleName}`); an unknown one is not found. */
export default function HelpArticleRoute() {
  const { categoryName = '', articleName = '' } = useParams();
  return (
    <HelpLibraryGate>
      {(library) => {
        const article = findArticle(library, categoryName, articleName);
        return article === undefined ? (
          <NotFoundRoute />
        ) : (
          // Keyed, so moving to the next article starts at its top with its own state.
          <HelpArticlePage
            key={`${article.category}/${article.slug}`}
            library={library}
            article={article}
          />
        );
      }}
    </HelpLibraryGate>
  );
}

function HelpArticlePage({ library, article }: { library: HelpLibrary; article: HelpArticle }) {
  usePageTitle(article.title);
  return <HelpArticleView library={library} article={article} />;
}
