import { configure } from '@testing-library/react';

// Screens wait for lazy dictionaries and chunks: on a loaded CI machine (jsdom suites beside
// builds) that may take over the default 1 s of find* queries.
configure({ asyncUtilTimeout: 5_000 });
