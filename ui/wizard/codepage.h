#pragma once

#include "wizardpage.h"

#include <string>
#include <vector>

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
    PackageInspector* inspector() const { return m_inspector; }

private:
    // Follows the package URIs as typed: the modules of the first one, and for the local daemon an
    // error under the field for each local path that does not exist.
    void inspectPackage();
    void refreshPythonVersions();
    void offerModules(const PackageInfo& info);
    void showMissing(const QStringList& uris, const QStringList& missing);
    bool targetsLocalDaemon() const;

    QRadioButton* m_package;
    QRadioButton* m_container;
    QStackedWidget* m_stack;
    QPlainTextEdit* m_packageUris;
    QComboBox* m_module;
    QComboBox* m_runtime;
    QComboBox* m_python;
    PackageInspector* m_inspector;
    QString m_inspected; // what the inspections under way are about (URIs and target)
    std::vector<std::string> m_missingPaths; // API paths given a "does not exist" problem
};

} // namespace trainyard::ui
