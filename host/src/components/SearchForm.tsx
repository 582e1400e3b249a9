import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, links } from '@craft/shared';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-width: 0;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

interface Props {
  label: string;
  placeholder: string;
  submitLabel: string;
  initialQuery?: string;
  /** Where a search goes; the results screen by default. */
  onSearch?: (query: string) => void;
}

/** A search box that opens the results screen (/results?q=). */
export function SearchForm({ label, placeholder, submitLabel, initialQuery = '', onSearch }: Props) {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (onSearch) onSearch(trimmed);
    else navigate(links.results(trimmed));
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <Input
        id={inputId}
        type="search"
        value={query}
        placeholder={placeholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
