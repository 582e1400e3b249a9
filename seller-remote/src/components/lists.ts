import styled from 'styled-components';

/** A vertical list of bordered rows (orders, offers, quotations, services). */
export const CardList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const CardItem = styled.li`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

/** A labelled native file input (the pickers clear it themselves when a file is refused). */
export const FileField = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  input {
    max-width: 100%;
  }
`;

/** A bordered settings section with its own h2 (the service area, the bank details). */
export const SettingsSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
`;
