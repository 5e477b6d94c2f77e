// The notice at collection beside the submit button (BC's PIPA: say why at or
// before collecting), with a link to the privacy policy. The policy opens in a
// new tab, so reading it never takes the customer away from the form.
import { COLLECTION_NOTICE, PRIVACY_LINK_LABEL, PRIVACY_PATH } from '@/content/privacy-notice';

export function CollectionNotice() {
  return (
    <p className="bw-notice" data-testid="collection-notice">
      {COLLECTION_NOTICE}{' '}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener" className="bw-link">
        {PRIVACY_LINK_LABEL}
      </a>
    </p>
  );
}
