import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  lede?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, lede, eyebrow, actions }: PageHeaderProps) {
  return (
    <header className="page-head page-head-row">
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-title">{title}</h1>
        {lede ? <p className="page-lede">{lede}</p> : null}
      </div>
      {actions ? <div className="page-head-actions">{actions}</div> : null}
    </header>
  );
}
