// The services section's tab, shared by two islands of the home page: the
// section itself and the restorations' Learn More button, which opens Specialty.
import { create } from 'zustand';
import type { ServiceTabId } from '@/content/home';

interface ServiceTab {
  tab: ServiceTabId;
  setTab(tab: ServiceTabId): void;
}

export const useServiceTab = create<ServiceTab>((set) => ({
  tab: 'interior',
  setTab: (tab) => set({ tab }),
}));
