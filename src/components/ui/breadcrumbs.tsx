// Breadcrumb trail (its BreadcrumbList JSON-LD comes from the same items).
import { Box, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

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
                <Link to={c.path} style={{ textDecoration: 'underline' }}>
                  {c.label}
                </Link>
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
