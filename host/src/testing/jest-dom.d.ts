// Brings Testing Library's matchers (toBeInTheDocument, ...) into the type-check of host tests.
import '@testing-library/jest-dom';
