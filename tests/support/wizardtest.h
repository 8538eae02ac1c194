#pragma once

// Shared by the wizard's tests: a field's widget and the problem label under it, as a user finds them.

#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/jobwizard.h"

#include <string>

namespace trainyard::test {

// The widget bound to a field, of the kind expected, after going to the field's page.
template <typename W>
W* field(ui::JobWizard& wizard, const char* path)
{
    wizard.goToField(QString::fromLatin1(path));
    return qobject_cast<W*>(wizard.binder()->widgetFor(path));
}

// The problem label under a field: visible with the field's problems, hidden when there are none.
inline ui::ProblemLabel* problemsOf(ui::JobWizard& wizard, const std::string& path)
{
    for (auto* label : wizard.findChildren<ui::ProblemLabel*>()) {
        if (label->path() == path)
            return label;
    }
    return nullptr;
}

} // namespace trainyard::test
