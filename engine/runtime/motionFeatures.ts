/** framer-motion's animation features, loaded after the page is interactive (see App.tsx). */
import { domAnimation } from 'framer-motion';

export default domAnimation;
