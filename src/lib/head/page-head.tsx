// <PageHead meta={…}/>: during prerendering it hands the meta to the collector;
// in the browser it keeps the title and description current on navigation.
import { createContext, useContext, useEffect } from 'react';
import type { HeadCollector, PageMeta } from './page-meta';

export const HeadContext = createContext<HeadCollector | null>(null);

function setMetaContent(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

export function PageHead({ meta }: { meta: PageMeta }) {
  const collector = useContext(HeadContext);
  collector?.set(meta);
  useEffect(() => {
    document.title = meta.title;
    setMetaContent('meta[name="description"]', meta.description);
    setMetaContent('meta[property="og:title"]', meta.title);
    setMetaContent('meta[property="og:description"]', meta.description);
  }, [meta.title, meta.description]);
  return null;
}
