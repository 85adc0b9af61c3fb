#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* PangoFcFontMap's cast macro, which Swift cannot call: a cairo font map made for
   CAIRO_FONT_TYPE_FT is a PangoFcFontMap. */
static inline void shim_pango_fc_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/* g_object_unref for Swift, which sees the objects as opaque pointers of several types. */
static inline void shim_g_object_unref(void *object) { g_object_unref(object); }
