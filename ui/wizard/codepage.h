#pragma once

#include "wizardpage.h"

class QComboBox;
class QPlainTextEdit;
class QRadioButton;
class QStackedWidget;

namespace trainyard::ui {

class PackageInspector;
struct PackageInfo;

// What runs: a Python trainer package (folder, sdist or wheel; its module offered from what the
// package holds; runtime and Python versions; the local interpreter for the daemon; arguments) or a
// custom container (an image per role, command and arguments).
class CodePage : public WizardPage {
    Q_OBJECT

public:
    CodePage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QComboBox* moduleField() const { return m_module; }

private:
    void inspectPackage();
    void refreshPythonVersions();
    void offerModules(const PackageInfo& info);

    QRadioButton* m_package;
    QRadioButton* m_container;
    QStackedWidget* m_stack;
    QPlainTextEdit* m_packageUris;
    QComboBox* m_module;
    QComboBox* m_runtime;
    QComboBox* m_python;
    PackageInspector* m_inspector;
};

} // namespace trainyard::ui
