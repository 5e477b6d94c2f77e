// The notice at collection beside the submit button (BC's PIPA: say why at or
// before collecting), with a link to the privacy policy. The policy opens in a
// new tab, so reading it never takes the customer away from the form.
import { Link, Text } from '@chakra-ui/react';
import { COLLECTION_NOTICE, PRIVACY_LINK_LABEL, PRIVACY_PATH } from '@/content/privacy-notice';

export function CollectionNotice() {
  return (
    <Text fontSize="sm" color="gray.700" flex="1" minW="12rem" data-testid="collection-notice">
      {COLLECTION_NOTICE}{' '}
      <Link href={PRIVACY_PATH} target="_blank" rel="noopener" color="blue.700" textDecoration="underline">
        {PRIVACY_LINK_LABEL}
      </Link>
    </Text>
  );
}
