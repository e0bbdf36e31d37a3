// Moved to components/ so other features' settings pages (the workspace's kiosks) use the same card.
export { SettingsSection } from '@/components/settings-section';
