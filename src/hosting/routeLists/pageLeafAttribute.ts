/** The attribute of the preload link that names a page's own route module: "<chunk id> <module id>". */
export const PAGE_LEAF_ATTRIBUTE = 'data-route-leaf';
