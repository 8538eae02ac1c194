#include "mainmenus.h"

#include "jobactions.h"
#include "jobdetailview.h"
#include "logview.h"
#include "mainwindow.h"

#include "console/backendsession.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QLineEdit>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>

namespace trainyard::ui {

namespace {

    QToolBar* buildToolBar(MainWindow* window, const QList<QAction*>& actions)
    {
        QToolBar* toolBar = window->addToolBar(MainWindow::tr("Main toolbar"));
        toolBar->setObjectName(QStringLiteral("mainToolBar"));
        toolBar->setMovable(false);
        // Words beside the icons: a first-time user reads what each does without hovering.
        toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        for (QAction* action : actions) {
            if (action)
                toolBar->addAction(action);
            else
                toolBar->addSeparator();
        }
        return toolBar;
    }

} // namespace

MainMenus MainMenus::build(MainWindow* window)
{
    MainMenus m;
    JobActions* jobs = window->jobActions();
    JobDetailView* detail = window->detail();
    QMenuBar* menuBar = window->menuBar();

    QMenu* file = menuBar->addMenu(MainWindow::tr("&File"));
    QAction* create = file->addAction(MainWindow::tr("&New job…"), window, &MainWindow::newJob);
    create->setShortcut(QKeySequence::New);
    QAction* fromTemplate = file->addAction(MainWindow::tr("New job from &template…"), window, &MainWindow::newJobFromTemplate);
    fromTemplate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    // The examples the empty job list offers, still at hand once there are jobs.
    QAction* fromExample = file->addAction(MainWindow::tr("New job from an e&xample…"), window, &MainWindow::newJobFromExample);
    fromExample->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    fromExample->setEnabled(!window->examplesFolder().isEmpty());
    QAction* vertex = file->addAction(MainWindow::tr("New Vertex &AI job…"), jobs, [jobs] { jobs->openVertexWizard(); });
    vertex->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    vertex->setToolTip(MainWindow::tr("A CustomJob or HyperparameterTuningJob for a backend that takes Vertex AI jobs (Ctrl+Shift+A)"));
    QAction* import = file->addAction(MainWindow::tr("&Import job…"), jobs, [jobs] { jobs->importJob(); });
    import->setShortcut(QKeySequence::Open);
    import->setToolTip(MainWindow::tr("Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)"));
    QAction* importCommand = file->addAction(MainWindow::tr("Import a &gcloud command…"), window, &MainWindow::importGcloudCommand);
    importCommand->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addSeparator();
    QAction* addRemote = file->addAction(MainWindow::tr("Add &remote backend…"), window, &MainWindow::addRemoteDaemon);
    addRemote->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    // QKeySequence::Preferences is empty on Linux.
    m.settings = file->addAction(MainWindow::tr("&Settings…"), window, &MainWindow::openSettings);
    m.settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m.settings->setToolTip(MainWindow::tr("Backends, the local daemon, notifications and appearance (Ctrl+,)"));
    file->addSeparator();
    QAction* quit = file->addAction(MainWindow::tr("&Quit"), qApp, &QApplication::closeAllWindows);
    // QKeySequence::Quit is empty where the platform has none (Windows): Ctrl+Q everywhere.
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    QMenu* job = menuBar->addMenu(MainWindow::tr("&Job"));
    m.cancel = job->addAction(MainWindow::tr("&Cancel job…"), window, &MainWindow::cancelSelectedJob);
    m.cancel->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m.cancel->setToolTip(MainWindow::tr("Cancel the selected job (Ctrl+Shift+X)"));
    m.resubmit = job->addAction(MainWindow::tr("&Resubmit"), window, &MainWindow::resubmitSelectedJob);
    m.resubmit->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m.resubmit->setToolTip(MainWindow::tr("Submit the selected job again under a new id (Ctrl+Shift+R)"));
    m.clone = job->addAction(MainWindow::tr("C&lone…"), window, &MainWindow::cloneSelectedJob);
    m.clone->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m.clone->setToolTip(MainWindow::tr("Open the selected job in the wizard under a new id (Ctrl+D)"));
    m.exportJob = job->addAction(MainWindow::tr("&Export…"), jobs, [jobs] { jobs->exportSelectedJob(); });
    m.exportJob->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m.exportJob->setToolTip(MainWindow::tr("Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)"));
    m.convertToVertex = job->addAction(MainWindow::tr("Con&vert to Vertex AI…"), jobs, [jobs] { jobs->convertSelectedJobToVertex(); });
    m.convertToVertex->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m.convertToVertex->setToolTip(MainWindow::tr("Open the selected job in the Vertex AI wizard, with what did not map (Ctrl+Shift+V)"));
    // It needs a selected job, as Export does: it follows Export's state (MainWindow::updateActions sets that).
    m.convertToVertex->setEnabled(m.exportJob->isEnabled());
    QObject::connect(m.exportJob, &QAction::enabledChanged, m.convertToVertex, &QAction::setEnabled);
    detail->setActions(m.cancel, m.resubmit);

    QMenu* view = menuBar->addMenu(MainWindow::tr("&View"));
    QAction* refreshAction = view->addAction(MainWindow::tr("&Refresh"), window, &MainWindow::refresh);
    refreshAction->setShortcut(QKeySequence::Refresh);
    QAction* filter = view->addAction(MainWindow::tr("&Filter jobs"), window, [window] {
        window->filterField()->setFocus();
        window->filterField()->selectAll();
    });
    filter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    view->addSeparator();
    QAction* timeline = view->addAction(MainWindow::tr("&Timeline"), detail, &JobDetailView::showTimeline);
    timeline->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    QAction* logs = view->addAction(MainWindow::tr("&Logs"), detail, &JobDetailView::showLogs);
    logs->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    QAction* specAction = view->addAction(MainWindow::tr("&Spec"), detail, &JobDetailView::showSpec);
    specAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    QAction* trials = view->addAction(MainWindow::tr("Tr&ials"), detail, &JobDetailView::showTrials);
    trials->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    trials->setToolTip(MainWindow::tr("A tuning job's trials (Alt+4)"));
    QAction* resources = view->addAction(MainWindow::tr("Reso&urces"), detail, &JobDetailView::showResources);
    resources->setShortcut(QKeySequence(Qt::ALT | Qt::Key_5));
    resources->setToolTip(MainWindow::tr("What each replica used: GPU, GPU memory, CPU and memory (Alt+5)"));
    QAction* metrics = view->addAction(MainWindow::tr("&Metrics"), detail, &JobDetailView::showMetrics);
    metrics->setShortcut(QKeySequence(Qt::ALT | Qt::Key_6));
    metrics->setToolTip(MainWindow::tr("The curves the job's trainers wrote as TensorBoard event files (Alt+6)"));
    QAction* outputs = view->addAction(MainWindow::tr("&Outputs"), detail, &JobDetailView::showOutputs);
    outputs->setShortcut(QKeySequence(Qt::ALT | Qt::Key_7));
    outputs->setToolTip(MainWindow::tr("The files the job wrote (Alt+7)"));
    QAction* find = view->addAction(MainWindow::tr("Searc&h the log"), detail, [detail] {
        detail->showLogs();
        detail->logView()->focusSearch();
    });
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    QAction* firstError = view->addAction(MainWindow::tr("First &error in the log"), detail, [detail] {
        detail->showLogs();
        detail->logView()->jumpToFirstError();
    });
    firstError->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    view->addSeparator();
    // Ctrl+K; Ctrl+Shift+P too, since a line edit with the cursor takes Ctrl+K (delete to the end) on X11.
    m.palette = view->addAction(MainWindow::tr("Command &palette…"), window, &MainWindow::showCommandPalette);
    m.palette->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_K), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P) });
    m.palette->setToolTip(MainWindow::tr("Find any command or job by typing a few of its letters (Ctrl+K)"));

    // Icons from the desktop's theme, else the style's own, so that every platform shows one.
    const auto icon = [window](QAction* action, const char* themeName, QStyle::StandardPixmap fallback) {
        action->setIcon(QIcon::fromTheme(QString::fromLatin1(themeName), window->style()->standardIcon(fallback)));
    };
    icon(create, "document-new", QStyle::SP_FileIcon);
    icon(import, "document-open", QStyle::SP_DialogOpenButton);
    icon(m.clone, "edit-copy", QStyle::SP_FileDialogNewFolder);
    icon(m.resubmit, "media-playback-start", QStyle::SP_MediaPlay);
    icon(m.cancel, "process-stop", QStyle::SP_BrowserStop);
    icon(m.exportJob, "document-save-as", QStyle::SP_DialogSaveButton);
    icon(refreshAction, "view-refresh", QStyle::SP_BrowserReload);
    icon(m.settings, "preferences-system", QStyle::SP_FileDialogDetailedView);
    m.toolBar = buildToolBar(window, { create, import, nullptr, m.resubmit, m.clone, m.cancel, m.exportJob, nullptr, refreshAction, m.settings });
    return m;
}

} // namespace trainyard::ui
