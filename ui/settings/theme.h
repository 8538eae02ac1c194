#pragma once

#include "appsettings.h"

#include <QPalette>

namespace trainyard::ui {

// The palettes of the Light and Dark themes (for Fusion), every group filled in: disabled text,
// links, highlight, tooltips and placeholder text included.
QPalette lightPalette();
QPalette darkPalette();

// Applies a theme to the whole application: Fusion with lightPalette() or darkPalette(), or, for
// System, the style the console started with and the platform's own palette.
void applyTheme(Theme theme);

} // namespace trainyard::ui
