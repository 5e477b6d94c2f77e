// Breadcrumb trail (its BreadcrumbList JSON-LD comes from the same items).
// Static HTML on the public pages: its links are ordinary page loads.
import { Box, HStack } from '@chakra-ui/react';

export interface Crumb {
  readonly label: string;
  readonly path: string;
}

export function Breadcrumbs({ items, color = 'gray.200' }: { items: readonly Crumb[]; color?: string }) {
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" color={color}>
      <HStack as="ol" gap="2" flexWrap="wrap" listStyleType="none">
        {items.map((c, i) => (
          <HStack as="li" key={c.path} gap="2">
            {i < items.length - 1 ? (
              <>
                <a href={c.path} style={{ textDecoration: 'underline' }}>
                  {c.label}
                </a>
                <span aria-hidden="true">/</span>
              </>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
