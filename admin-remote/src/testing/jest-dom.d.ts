// Testing Library matchers (toBeInTheDocument, ...) for the type-checker; jest loads them in setup.
/// <reference types="@testing-library/jest-dom" />
