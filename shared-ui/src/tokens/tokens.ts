import './tokens.css';

/** Token names for inline styles, e.g. `style={{ color: tokens.color.primary }}`. */
export const tokens = {
  color: {
    primary: 'var(--fsui-color-primary)',
    accentActive: 'var(--fsui-color-accent-active)',
    danger: 'var(--fsui-color-danger)',
    bg: 'var(--fsui-color-bg)',
    surface: 'var(--fsui-color-surface)',
    text: 'var(--fsui-color-text)',
    textMuted: 'var(--fsui-color-text-muted)',
    border: 'var(--fsui-color-border)',
  },
  space: {
    1: 'var(--fsui-space-1)',
    2: 'var(--fsui-space-2)',
    3: 'var(--fsui-space-3)',
    4: 'var(--fsui-space-4)',
    6: 'var(--fsui-space-6)',
    8: 'var(--fsui-space-8)',
  },
  radius: { sm: 'var(--fsui-radius-sm)', md: 'var(--fsui-radius-md)', lg: 'var(--fsui-radius-lg)', pill: 'var(--fsui-radius-pill)' },
} as const;
