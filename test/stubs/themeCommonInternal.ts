/** Stand-in for @docusaurus/theme-common/internal: a mobile sidebar whose toggle tests can observe. */
export const mobileSidebar = {shown: false, toggle: jest.fn(), disabled: false, shouldRender: true};

export function useNavbarMobileSidebar() {
  return mobileSidebar;
}
