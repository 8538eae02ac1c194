// Not built: tests/layering/check-arrows.py must find three violations here (ctest
// layering.arrows-catches-violations), so that the check is known to look.
#include "client/backend.h"
#include "../client/backend.h"
#include <QWidget>
