#pragma once

#include <QColor>
#include <QIcon>

namespace trainyard::ui {

// A small filled shape in a colour, for lists and toggles that tell things apart by colour.
enum class ChipShape { Circle, Square };
QIcon colorChip(const QColor& color, ChipShape shape);

} // namespace trainyard::ui
