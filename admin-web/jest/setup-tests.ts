import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A lazily loaded route is compiled on its first use; on a busy CI machine (the API's suites run
// beside these) that takes longer than testing-library's 1 s default for find* and waitFor.
configure({ asyncUtilTimeout: 5_000 });
