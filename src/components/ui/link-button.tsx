// A link drawn as a button (Chakra's button recipe on an <a>). `<Button asChild><a>`
// gives the link Button's `type="button"`, which on an <a> is a MIME type and
// invalid HTML; this renders only the link's own attributes.
import type { ForwardRefExoticComponent, RefAttributes } from 'react';
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

export type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

const { withContext } = createRecipeContext({ key: 'button' });

// Typed out: the app project emits declarations (the node project reads the app
// through them), and the recipe's inferred type cannot be named in one.
export const LinkButton: ForwardRefExoticComponent<LinkButtonProps & RefAttributes<HTMLAnchorElement>> = withContext<HTMLAnchorElement, LinkButtonProps>('a');
