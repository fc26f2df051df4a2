import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default: less than a screen's first render with its queries takes
// when CI's two cores also run a browser test (a payment methods list was still loading at 1 s in one run).
// A passing test does not wait longer for it; only a failing one takes up to 5 s to say so.
configure({ asyncUtilTimeout: 5_000 });
