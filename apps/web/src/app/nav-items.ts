import {
  CalendarDays,
  ChefHat,
  LayoutDashboard,
  Package,
  ScanBarcode,
  ShoppingCart,
  Users,
} from 'lucide-react';

/** Side navigation (spec 2.4), in order. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/inventory', label: 'Inventory', icon: Package },
  { to: '/meal-planning', label: 'Meal Planning', icon: CalendarDays },
  { to: '/recipes', label: 'Recipes', icon: ChefHat },
  { to: '/grocery-lists', label: 'Grocery Lists', icon: ShoppingCart },
  { to: '/scanner', label: 'Scanner', icon: ScanBarcode },
  { to: '/family-profiles', label: 'Family Profiles', icon: Users },
] as const;

export const APP_VERSION = 'v0.2';
export const MOBILE_BREAKPOINT_PX = 768;
