#include "codepage.h"

#include "fieldbinder.h"
#include "console/jobdraft.h"
#include "jobwizard.h"
#include "packageinspector.h"

#include "client/localdaemonbackend.h"
#include "console/backendsession.h"

#include <QComboBox>
#include <QDir>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    std::vector<std::pair<std::string, QString>> runtimeItems(const spec::Catalog& catalog)
    {
        std::vector<std::pair<std::string, QString>> items { { "", QCoreApplication::translate("trainyard::ui::CodePage", "(default)") } };
        for (const auto& runtime : catalog.runtimeVersions())
            items.emplace_back(runtime.version, QString::fromStdString(runtime.version));
        return items;
    }
} // namespace

CodePage::CodePage(JobDraft* draft, FieldBinder* binder, QWidget* parent)
    : WizardPage(draft, binder, parent)
    , m_inspector(new PackageInspector(this))
{
    setTitle(tr("Code"));
    setSubTitle(tr("A Python trainer package, or a custom container image."));
    auto* layout = new QVBoxLayout(this);
    auto* kinds = new QHBoxLayout;
    m_package = new QRadioButton(tr("&Python package"), this);
    m_container = new QRadioButton(tr("Custom contain&er"), this);
    kinds->addWidget(m_package);
    kinds->addWidget(m_container);
    kinds->addStretch(1);
    layout->addLayout(kinds);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack, 1);

    // Python package.
    auto* packagePage = new QWidget(m_stack);
    auto* form = new QFormLayout(packagePage);
    auto* uris = new QWidget(packagePage);
    auto* urisLayout = new QHBoxLayout(uris);
    urisLayout->setContentsMargins(0, 0, 0, 0);
    m_packageUris = binder->lines("trainingInput.packageUris", uris);
    m_packageUris->setPlaceholderText(tr("one per line: a folder, an sdist (.tar.gz) or a wheel; gs:// for Google"));
    m_packageUris->setAccessibleName(tr("Package URIs"));
    auto* browseButtons = new QVBoxLayout;
    auto* folder = new QPushButton(tr("F&older…"), uris);
    auto* file = new QPushButton(tr("&Sdist or wheel…"), uris);
    browseButtons->addWidget(folder);
    browseButtons->addWidget(file);
    browseButtons->addStretch(1);
    urisLayout->addWidget(m_packageUris, 1);
    urisLayout->addLayout(browseButtons);
    binder->addRow(form, tr("Pac&kages:"), uris, "trainingInput.packageUris");
    m_module = binder->choice("trainingInput.pythonModule", {}, true, packagePage);
    m_module->setAccessibleName(tr("Python module"));
    m_module->lineEdit()->setPlaceholderText(tr("trainer.task"));
    binder->addRow(form, tr("&Module:"), m_module, "trainingInput.pythonModule");
    m_runtime = binder->choice("trainingInput.runtimeVersion", runtimeItems(draft->catalog()), true, packagePage);
    binder->addRow(form, tr("&Runtime version:"), m_runtime, "trainingInput.runtimeVersion");
    m_python = binder->choice("trainingInput.pythonVersion", {}, true, packagePage);
    binder->addRow(form, tr("P&ython version:"), m_python, "trainingInput.pythonVersion");
    auto* interpreter = binder->text("trainingInput.pythonInterpreter", packagePage);
    interpreter->setPlaceholderText(tr("/usr/bin/python3 (the daemon's default)"));
    interpreter->setToolTip(tr("Local daemon only: the interpreter that runs the trainer on this workstation."));
    binder->addRow(form, tr("&Interpreter (local):"), interpreter, "trainingInput.pythonInterpreter");
    auto* args = binder->lines("trainingInput.args", packagePage);
    args->setPlaceholderText(tr("one argument per line, e.g.\n--epochs\n20"));
    args->setAccessibleName(tr("Arguments"));
    binder->addRow(form, tr("&Arguments:"), args, "trainingInput.args");
    m_stack->addWidget(packagePage);

    // Custom container.
    auto* containerPage = new QWidget(m_stack);
    auto* cform = new QFormLayout(containerPage);
    for (const auto& [path, label] : std::vector<std::pair<std::string, QString>> {
             { "trainingInput.masterConfig.imageUri", tr("Master &image:") },
             { "trainingInput.workerConfig.imageUri", tr("&Worker image:") },
             { "trainingInput.parameterServerConfig.imageUri", tr("Parameter &server image:") } }) {
        auto* image = binder->text(path, containerPage);
        image->setPlaceholderText(QStringLiteral("gcr.io/project/trainer:1.0"));
        binder->addRow(cform, label, image, path);
    }
    auto* command = binder->lines("trainingInput.masterConfig.containerCommand", containerPage);
    command->setPlaceholderText(tr("the entry point, one word per line (empty: the image's own)"));
    binder->addRow(cform, tr("Co&mmand:"), command, "trainingInput.masterConfig.containerCommand");
    auto* containerArgs = binder->lines("trainingInput.masterConfig.containerArgs", containerPage);
    binder->addRow(cform, tr("A&rguments:"), containerArgs, "trainingInput.masterConfig.containerArgs");
    m_stack->addWidget(containerPage);

    const auto showKind = [this] { m_stack->setCurrentIndex(m_container->isChecked() ? 1 : 0); };
    connect(m_package, &QRadioButton::toggled, this, showKind);
    connect(m_container, &QRadioButton::toggled, this, showKind);
    const auto pickKind = [this] {
        const bool container = this->draft()->value("trainingInput.masterConfig.imageUri").is_string();
        if (!m_package->isChecked() && !m_container->isChecked())
            (container ? m_container : m_package)->setChecked(true);
        else if (container && !m_container->isChecked())
            m_container->setChecked(true);
    };
    connect(draft, &JobDraft::changed, this, pickKind);
    pickKind();

    connect(folder, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Trainer package folder"));
        if (!dir.isEmpty())
            m_packageUris->appendPlainText(dir);
    });
    connect(file, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Trainer package"), {}, tr("Packages (*.tar.gz *.whl *.zip)"));
        if (!path.isEmpty())
            m_packageUris->appendPlainText(path);
    });
    connect(draft, &JobDraft::changed, this, &CodePage::inspectPackage);
    connect(draft, &JobDraft::changed, this, &CodePage::refreshPythonVersions);
    inspectPackage();
    refreshPythonVersions();
}

void CodePage::refreshPythonVersions()
{
    const auto runtime = draft()->value("trainingInput.runtimeVersion");
    const auto* info = runtime.is_string() ? draft()->catalog().runtimeVersion(runtime.get<std::string>()) : nullptr;
    QStringList versions;
    if (info) {
        for (const auto& v : info->pythonVersions)
            versions << QString::fromStdString(v);
    }
    QStringList current;
    for (int i = 0; i < m_python->count(); ++i)
        current << m_python->itemText(i);
    if (current == versions)
        return;
    const QSignalBlocker block(m_python);
    const QString text = m_python->currentText();
    m_python->clear();
    for (const QString& v : std::as_const(versions))
        m_python->addItem(v, v);
    m_python->setEditText(text);
}

bool CodePage::targetsLocalDaemon() const
{
    // The wizard's backend changes the catalog, and so the draft: this is asked again on each change.
    const auto* jobWizard = qobject_cast<const JobWizard*>(wizard());
    const BackendSession* session = jobWizard ? jobWizard->target() : nullptr;
    return session && qobject_cast<const client::LocalDaemonBackend*>(session->backend());
}

void CodePage::inspectPackage()
{
    QStringList uris;
    if (const auto value = draft()->value("trainingInput.packageUris"); value.is_array()) {
        for (const auto& uri : value)
            uris << (uri.is_string() ? QString::fromStdString(uri.get<std::string>()) : QString());
    }
    const bool local = targetsLocalDaemon();
    const QString key = uris.join(u'\n') + (local ? QStringLiteral("\nlocal") : QString());
    if (key == m_inspected)
        return; // a change elsewhere in the draft (or the problems set below)
    m_inspected = key;
    // Whatever is under way is about an earlier text (a prefix of a path being typed, a folder that
    // takes long to walk): its answers must never arrive after those about what is there now.
    m_inspector->cancel();
    const QString first = uris.value(0);
    const auto remote = [](const QString& uri) { return uri.contains(QStringLiteral("://")); };
    if (first.isEmpty() || remote(first))
        offerModules(PackageInfo {}); // gs:// packages are not looked into; no stale list either
    else {
        // The inspector is this page's: no answer of it outlives the page.
        m_inspector->inspect(first, [this](const PackageInfo& info) { offerModules(info); });
    }
    // Only the local daemon reads these paths from this workstation; other backends have their own files.
    QStringList localPaths;
    if (local) {
        for (const QString& uri : std::as_const(uris)) {
            if (!uri.isEmpty() && !remote(uri))
                localPaths << uri;
        }
    }
    if (localPaths.isEmpty()) {
        showMissing(uris, {});
        return;
    }
    m_inspector->findMissing(localPaths, [this, uris](const QStringList& missing) { showMissing(uris, missing); });
}

void CodePage::showMissing(const QStringList& uris, const QStringList& missing)
{
    std::vector<std::pair<std::string, QString>> problems; // API path, message
    for (qsizetype i = 0; i < uris.size(); ++i) {
        if (missing.contains(uris[i]))
            problems.emplace_back("trainingInput.packageUris[" + std::to_string(i) + "]",
                tr("%1 does not exist on this workstation.").arg(QDir::toNativeSeparators(uris[i])));
    }
    std::vector<std::string> paths;
    for (const auto& problem : problems)
        paths.push_back(problem.first);
    if (paths == m_missingPaths && problems.empty())
        return;
    // Each setExternalProblem() revalidates the draft; the key in inspectPackage() keeps that from
    // starting another inspection.
    for (const std::string& path : std::exchange(m_missingPaths, paths)) {
        if (std::find(paths.begin(), paths.end(), path) == paths.end())
            draft()->setExternalProblem(path, {}, {});
    }
    for (const auto& [path, message] : problems)
        draft()->setExternalProblem(path, "package.notFound", message.toStdString());
}

void CodePage::offerModules(const PackageInfo& info)
{
    const QString current = m_module->currentText();
    const QSignalBlocker block(m_module);
    m_module->clear();
    for (const QString& module : info.modules)
        m_module->addItem(module, module);
    m_module->setEditText(current);
    m_module->setToolTip(info.path.isEmpty() ? QString() : info.error.isEmpty() ? tr("Modules found in %1").arg(info.root) : info.error);
}

} // namespace trainyard::ui
