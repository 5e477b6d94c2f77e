// The animation half of framer-motion (animate, exit, hover/tap/focus), loaded
// with import() by MotionProvider: never in a page's first load.
import { domAnimation } from 'framer-motion';

export default domAnimation;
