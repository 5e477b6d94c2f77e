// The app's one toaster (Chakra v3 snippet): call toaster.create({...}) anywhere.
// The store is all this module holds; the view (<Toaster/>, toaster-view.tsx) is
// mounted by the site layout once the page is idle, so the toast components stay
// out of the first load. Toasts created before it mounts show when it does.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });
