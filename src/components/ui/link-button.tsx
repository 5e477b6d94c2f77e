// A link drawn as a button (Chakra's button recipe on an <a>). `<Button asChild><a>`
// gives the link Button's `type="button"`, which on an <a> is a MIME type and
// invalid HTML; this renders only the link's own attributes.
import type { ForwardRefExoticComponent, RefAttributes } from 'react';
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

export type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

const { withContext } = createRecipeContext({ key: 'button' });

export const LinkButton: ForwardRefExoticComponent<LinkButtonProps & RefAttributes<HTMLAnchorElement>> = withContext<HTMLAnchorElement, LinkButtonProps>('a');
