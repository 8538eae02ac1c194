#pragma once

#include <QIcon>

namespace trainyard::ui {

// The application's icon, drawn (no image plugin needed): a rounded square with three rails.
QIcon appIcon();

} // namespace trainyard::ui
