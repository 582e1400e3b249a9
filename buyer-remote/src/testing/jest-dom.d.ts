// Brings Testing Library's matchers (toBeInTheDocument, ...) into the type-check of buyer tests.
import '@testing-library/jest-dom';
