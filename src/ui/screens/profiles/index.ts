// Placeholder until the profiles screen is written.
import { placeholderScreen } from '../placeholder.js';
export const profilesScreen = placeholderScreen('profiles', 'Profiles');
